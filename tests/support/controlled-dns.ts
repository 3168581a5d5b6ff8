// DNS under test control, for vi.mock("node:dns/promises"): names in `answers` resolve to the
// addresses given (a zone id, a private address, whatever a hostile resolver could say); every
// other name goes to the system resolver.
export type DnsAnswers = Map<string, Array<{ address: string; family: number }>>;

export function controlledDns(original: typeof import("node:dns/promises"), answers: DnsAnswers) {
  const lookup = async (host: string, options: { all: true }) => answers.get(host) ?? original.lookup(host, options);
  return { ...original, lookup, default: { ...original, lookup } };
}
