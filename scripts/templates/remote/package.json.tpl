{
  "name": "@portal/remote-__FOLDER__",
  "version": "1.0.0",
  "private": true,
  "description": "Remote: __PATH__ (__TITLE__).",
  "scripts": {
    "build": "webpack --mode production",
    "start": "webpack serve --mode development",
    "serve": "node ../scripts/serve-static.mjs --dir dist",
    "test": "jest",
    "typecheck": "tsc -p tsconfig.json",
    "lint": "eslint .",
    "ci": "node ../scripts/ci.mjs"
  },
  "dependencies": {
    "@fluentui/react-icons": "2.0.344",
    "@module-federation/enhanced": "2.9.2",
    "@portal/rules": "workspace:*",
    "@portal/shared": "workspace:*",
    "graphql": "16.15.0",
    "react": "19.3.1",
    "react-dom": "19.3.1",
    "react-router-dom": "7.18.5",
    "single-spa-react": "6.0.2"
  },
  "devDependencies": {
    "@lingui/core": "6.8.0",
    "@lingui/react": "6.8.0",
    "@portal/webpack-config": "workspace:*",
    "@types/react": "^19.2.0",
    "@types/react-dom": "^19.2.0",
    "msw": "2.9.0",
    "webpack": "5.111.1",
    "webpack-cli": "7.3.1",
    "webpack-dev-server": "5.2.7",
    "whatwg-fetch": "^3.6.20"
  }
}
