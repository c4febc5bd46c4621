import { createContext, useContext, type ReactNode } from 'react';

// Every date and time a person reads is shown in the company's time zone (company information), so an office in
// Chicago and an estimator travelling in New York read the same 9:00 AM. The signed-in shell provides the zone from
// the company information; the public proposal page from the proposal, which carries it.
const CompanyTimeZoneContext = createContext<string | null>(null);

export function CompanyTimeZoneProvider({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  return <CompanyTimeZoneContext.Provider value={timeZone}>{children}</CompanyTimeZoneContext.Provider>;
}

/** The company's IANA time zone, for formatDateTime and formatDate. There is no fallback zone: a screen outside a provider is a bug. */
export function useCompanyTimeZone(): string {
  const timeZone = useContext(CompanyTimeZoneContext);
  if (!timeZone) throw new Error('useCompanyTimeZone must be used inside a CompanyTimeZoneProvider (the signed-in shell or a public page).');
  return timeZone;
}
