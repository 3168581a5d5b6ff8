/** The JSON body of a webhook: serialised once, and these exact bytes are signed and sent. */
export function buildEnvelope(event: { id: string; type: string; data: unknown; timestamp: Date }): string {
  return JSON.stringify({ id: event.id, type: event.type, data: event.data, timestamp: event.timestamp.toISOString() });
}
