/** Whether an endpoint's chosen event types include `type`; an empty choice takes every type. */
export function endpointTakesType(eventTypes: readonly string[], type: string): boolean {
  return eventTypes.length === 0 || eventTypes.includes(type);
}
