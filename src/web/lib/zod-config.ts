// Zod compiles object parsers with `new Function` unless told not to, and even its probe for that breaks
// the CSP here (script-src has no 'unsafe-eval'): Chrome logs an issue, which costs Best Practices points.
// Zod reads its settings from this global (shared by every copy of zod on the page), so setting it
// before any schema module runs (root.tsx imports this file first) needs none of zod's code up front.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
