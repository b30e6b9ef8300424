// What the admin page's scripts put on `window` (cms/index.html): the Decap CMS bundle (CMS, h, createClass),
// js-yaml.js (jsyaml) and cms/admin.js (the two flags).
declare global {
  interface Window {
    CMS: import("decap-cms-core").CMS;
    h: typeof import("react").createElement;
    createClass: unknown;
    jsyaml: unknown;
    CMS_MANUAL_INIT: boolean;
    CMS_LOCAL_BACKEND: string;
  }
}
export {};
