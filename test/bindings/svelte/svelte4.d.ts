// Svelte 4 is installed beside Svelte 5 as `svelte4`, but its declarations describe the module
// "svelte" (they are ambient), so TypeScript cannot read them under the other name: these are the few
// parts the tests use, as Svelte 4 documents them.
declare module "svelte4" {
  /** Resolves once pending state changes are applied to the DOM. */
  export function tick(): Promise<void>;
}

declare module "svelte4/compiler" {
  export interface CompileOptions {
    filename?: string;
    generate?: "dom" | "ssr" | false;
    sveltePath?: string;
    css?: "injected" | "external" | "none";
    dev?: boolean;
  }
  export function compile(source: string, options?: CompileOptions): { js: { code: string; map: { mappings: string } } };
}
