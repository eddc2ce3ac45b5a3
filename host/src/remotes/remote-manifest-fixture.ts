/** A remote's mf-manifest.json as its build writes it, for the tests that read one. */
export const AUTH_MANIFEST = {
  metaData: {
    globalName: 'auth',
    publicPath: 'auto',
    remoteEntry: { path: '', name: 'remoteEntry.js', type: 'global' },
  },
  exposes: [
    { path: './other', assets: { js: { sync: ['chunks/other.js'] } } },
    {
      path: './mount',
      assets: {
        js: { sync: ['chunks/form.1a2b3c4d.js', 'chunks/mount.5e6f7a8b.js', 42] },
        css: { sync: ['chunks/mount.9c0d1e2f.css'] },
      },
    },
  ],
};
