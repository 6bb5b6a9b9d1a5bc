// Blocked storage, injected first into a frame whose host puts the view on another site than the page
// (every web host), where many users' browsers block third-party storage: reading `localStorage` or
// `sessionStorage` throws the `SecurityError` DOMException Chromium throws then, so a view's
// `typeof localStorage` check and its `try { localStorage } catch` behave as on the real host.

/** The script (a `<script>` element); it must run before any other script of the document. */
export const STORAGE_BLOCK =
  `<script>(function(){["localStorage","sessionStorage"].forEach(function(name){Object.defineProperty(window,name,{configurable:true,enumerable:true,` +
  `get:function(){throw new DOMException("Failed to read the '"+name+"' property from 'Window': Access is denied for this document.","SecurityError")}})})})()</script>`;
