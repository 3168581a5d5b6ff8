// Imports each module named on the command line, in order, as a script run by tsx would
// (plain Node ESM); prints how many loaded. Used by tests/scripts/bench-imports.test.ts.
export {};

const modules = process.argv.slice(2);
for (const module of modules) await import(module);
console.log(`loaded ${modules.length}`);
