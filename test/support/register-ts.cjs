// Lets a child `node` process run the app's TypeScript directly, compiled by SWC with the same
// options as Jest (jest.config.js): `node -r ./test/support/register-ts.cjs some-file.ts`.
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const options = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};

// The compiled app imports its own files as `./file.js` where the compiler needs it (main.ts's
// lazy `import('./app.factory.js')`); from the sources, that is `./file.ts`.
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  try {
    return resolveFilename.call(this, request, ...rest);
  } catch (error) {
    if (!/^\.\.?\/.*\.js$/.test(request)) throw error;
    return resolveFilename.call(this, request.replace(/\.js$/, '.ts'), ...rest);
  }
};
