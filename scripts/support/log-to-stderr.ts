// Imported first by command-line tools whose stdout is their answer (JSON a caller parses):
// the service's logger then writes to stderr. ES modules run in import order, so this is set
// before lib/observability/logger.ts is evaluated.
process.env.LOG_DESTINATION = "stderr";
