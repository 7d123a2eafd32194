// Sets the colour scheme before the first paint, so that a dark theme does not
// flash light. A file rather than an inline script, because the CSP forbids
// inline scripts. The rules match src/lib/theme.ts: the visitor's stored
// choice wins; otherwise the system preference is used and stored, marked as
// coming from the system so that the theme keeps following the system.
(function applyStoredTheme() {
  var scheme = 'light';
  try {
    var stored = window.localStorage.getItem('theme');
    var source = window.localStorage.getItem('theme_source');
    if ((stored === 'light' || stored === 'dark') && source !== 'system') {
      scheme = stored;
    } else {
      var prefersDark =
        typeof window.matchMedia === 'function' &&
        window.matchMedia('(prefers-color-scheme: dark)').matches;
      scheme = prefersDark ? 'dark' : 'light';
      window.localStorage.setItem('theme', scheme);
      window.localStorage.setItem('theme_source', 'system');
    }
  } catch (error) {
    // Storage can be blocked; the system preference still applies.
    if (
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches
    ) {
      scheme = 'dark';
    }
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  document.documentElement.style.colorScheme = scheme;
})();
