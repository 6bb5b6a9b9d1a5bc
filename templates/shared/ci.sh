#!/usr/bin/env bash
# What CI runs, from a fresh clone of this project: the install as locked, the type-check and the
# view's tests, the build, mcp-view check on the server (--strict: a warning fails too), and the hosts
# matrix with a JUnit report. It needs a Chromium or Chrome (on PATH, or MCP_VIEW_BROWSER=/path/to/it).
# In GitHub Actions: `- run: bash ci.sh` after actions/checkout and actions/setup-node.
set -euo pipefail
cd "$(dirname "$0")"
npm ci
npm test        # tsc, then vitest
npm run build   # dist/index.html
npx mcp-view check --strict -- tsx server.ts
npx mcp-view matrix --junit matrix/junit.xml --screenshots matrix/screenshots --report matrix/report.html -- tsx server.ts
