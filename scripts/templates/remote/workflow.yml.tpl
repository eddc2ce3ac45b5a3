# @portal/remote-__FOLDER__: its own pipeline, run when the package, what it builds on or the lockfile changes.
# The same command runs locally: `pnpm --filter @portal/remote-__FOLDER__ run ci` (see docs/delivery.md).
name: remote-__FOLDER__

on:
  push:
    branches: [main]
    paths:
      - 'remote-__FOLDER__/**'
      - 'shared/**'
      - 'pnpm-lock.yaml'
      - 'rules/**'
      - 'tooling/webpack-config/**'
      - 'scripts/ci.mjs'
      - 'scripts/check-contracts.mjs'
      - 'scripts/lib/**'
      - 'size-budgets.json'
      - '.github/workflows/remote-__FOLDER__.yml'
  pull_request:
    paths:
      - 'remote-__FOLDER__/**'
      - 'shared/**'
      - 'pnpm-lock.yaml'
      - 'rules/**'
      - 'tooling/webpack-config/**'
      - 'scripts/ci.mjs'
      - 'scripts/check-contracts.mjs'
      - 'scripts/lib/**'
      - 'size-budgets.json'
      - '.github/workflows/remote-__FOLDER__.yml'

concurrency:
  group: remote-__FOLDER__-${{ github.ref }}
  cancel-in-progress: true

jobs:
  ci:
    runs-on: ubuntu-latest
    timeout-minutes: 20
    env:
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1'
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 24
      - run: npm install -g pnpm@12.21.0
      - run: pnpm install --frozen-lockfile
      - run: pnpm --filter @portal/remote-__FOLDER__ run ci
