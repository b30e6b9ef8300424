#!/usr/bin/env node
// Post-build steps on out/ (the hosting work adds the per-page CSP hashes here).
