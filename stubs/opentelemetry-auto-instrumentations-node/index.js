// Inngest loads @opentelemetry/auto-instrumentations-node in one place only: its experimental
// extendedTracesMiddleware, when it creates a tracer provider of its own. The app never uses it
// (its traces come from instrumentation.ts), so package.json's overrides put this folder in
// the package's place and `npm install` skips the 212 packages it would bring (decision 0227).
// Inngest catches this error and goes on without its own provider.
throw new Error(
  "@opentelemetry/auto-instrumentations-node is not installed in this project (docs/decisions/0227): remove its override in package.json to use Inngest's extendedTracesMiddleware",
);
