// The view-state watcher injected into each frame, next to the CSP listener. The host page cannot
// read a view's localStorage (the view runs on another origin), and no protocol message carries view
// state, so this script, run before the view's own, tells the host page what the view reads and
// writes under mcp-view's view-state keys (`mcp-view:…`): the inspector's View state panel shows it.
// It reports what the storage really holds, whatever the view does; other keys are not reported.
// What it posts is shared/view-state-report.ts.
import { VIEW_STATE_MESSAGE } from "../shared/view-state-report.js";

/** The script (a `<script>` element). A storage call that throws is not reported, and throws as before. */
export const STORAGE_WATCH =
  `<script>(function(){var s=window.Storage&&Storage.prototype;if(!s)return;var get=s.getItem,set=s.setItem,del=s.removeItem;` +
  `function tell(store,op,key,value){try{if(typeof key==="string"&&key.indexOf("mcp-view:")===0&&store===window.localStorage)` +
  `parent.postMessage({type:"${VIEW_STATE_MESSAGE}",op:op,key:key,value:value},"*")}catch(e){}}` +
  `s.getItem=function(k){var v=get.call(this,k);tell(this,"read",k,v);return v};` +
  `s.setItem=function(k,v){set.call(this,k,v);tell(this,"write",k,String(v))};` +
  `s.removeItem=function(k){del.call(this,k);tell(this,"remove",k,null)}})()</script>`;
