// The host page's own libraries (/hostile/globals), set by a classic script before the widget bundle runs,
// as on a legacy shop page: its own React and ReactDOM, its own i18next, an AMD loader, a `process` shim and
// a tag manager's dataLayer with entries and its own push. The widgets must leave all of it as it is.
(function hostGlobals() {
  const calls = [];
  const record = (name) =>
    function recorded(...args) {
      calls.push(name);
      return args[0];
    };

  const react = {
    version: '18.2.0-host',
    createElement: record('React.createElement'),
    useState: record('React.useState'),
  };
  const reactDom = { version: '18.2.0-host', render: record('ReactDOM.render') };
  const i18next = {
    language: 'fr',
    languages: ['fr', 'en'],
    isInitialized: true,
    t: (key) => `host:${key}`,
    use: record('i18next.use'),
    init: record('i18next.init'),
    on: record('i18next.on'),
    changeLanguage(language) {
      calls.push(`i18next.changeLanguage(${language})`);
      return Promise.resolve();
    },
  };
  const define = record('define');
  define.amd = { jQuery: true };

  const dataLayer = [
    { 'gtm.start': 1767225600000, event: 'gtm.js' },
    { event: 'host.pageview', page: 'hostile-globals' },
  ];
  // Google Tag Manager replaces the array's push with its own, which must keep being the one called.
  function push(...entries) {
    calls.push(`dataLayer.push(${entries.map((entry) => entry && entry.event).join(',')})`);
    return Array.prototype.push.apply(this, entries);
  }
  dataLayer.push = push;

  window.hostPage = {
    calls,
    react,
    reactDom,
    i18next,
    define,
    dataLayer,
    push,
    /** The host objects as JSON now, to compare with later. */
    snapshot: '',
    /** Every global name before the widgets ran. */
    globalsBefore: [],
  };
  Object.assign(window, { React: react, ReactDOM: reactDom, i18next, define, dataLayer });
  window.process = { env: { NODE_ENV: 'development' } };
  window.hostPage.snapshot = JSON.stringify({ react, reactDom, i18next, amd: define.amd, dataLayer });
  window.hostPage.globalsBefore = Object.getOwnPropertyNames(window);

  document.addEventListener('DOMContentLoaded', () => {
    const status = document.getElementById('host-globals-status');
    if (status) {
      status.textContent = `React ${react.version}, i18next (${i18next.language}), dataLayer with ${dataLayer.length} entries`;
    }
  });
})();
