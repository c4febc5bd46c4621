import type { SubcontractorTrade } from '@groundwork/domain/subcontractors';
import type { Db } from '../client';
import { subcontractors } from '../schema';

interface SeedSubcontractor {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  trade: SubcontractorTrade;
  /** Days from today the insurance certificate runs out (negative: already expired). */
  insuranceExpiresIn: number;
  hourlyRate: number | null;
  flatRate: number | null;
  flatRateDescription: string | null;
  notes: string;
}

/** Five firms, with one certificate expired and one expiring so the warnings show. */
const demoSubcontractors: readonly SeedSubcontractor[] = [
  { companyName: 'North Star Tree Care', contactName: 'Marcus Lindqvist', email: 'dispatch@northstartree.test', phone: '(612) 555-0188', trade: 'tree_care', insuranceExpiresIn: 240, hourlyRate: 145, flatRate: 175, flatRateDescription: 'Stump grinding, per stump up to 24"', notes: 'Certified arborist on every crew; book two weeks out in spring.' },
  { companyName: 'Twin Cities Irrigation Pros', contactName: 'Angela Ruiz', email: 'angela@tcirrigation.test', phone: '(651) 555-0127', trade: 'irrigation', insuranceExpiresIn: 21, hourlyRate: 85, flatRate: 95, flatRateDescription: 'Spring start-up or fall winterisation, up to 8 zones', notes: 'Handles backflow testing and city paperwork.' },
  { companyName: 'Stonecraft Hardscapes', contactName: 'Derek Olson', email: 'derek@stonecraft.test', phone: '(763) 555-0164', trade: 'hardscaping', insuranceExpiresIn: 190, hourlyRate: null, flatRate: 18, flatRateDescription: 'Paver patio installation labour, per sq ft', notes: 'Overflow patio and wall crews in June and July.' },
  { companyName: 'Metro Snow Partners', contactName: 'Kevin Brandt', email: 'ops@metrosnow.test', phone: '(612) 555-0149', trade: 'snow', insuranceExpiresIn: -9, hourlyRate: 120, flatRate: null, flatRateDescription: null, notes: 'Plow truck with driver for the north routes on 4"+ events. Ask for the new certificate.' },
  { companyName: 'Bright Path Lighting & Electric', contactName: 'Priya Natarajan', email: 'priya@brightpath.test', phone: '(952) 555-0113', trade: 'electrical', insuranceExpiresIn: 310, hourlyRate: 95, flatRate: 650, flatRateDescription: 'New 20 A outdoor GFCI circuit with permit', notes: 'Licensed electrician for landscape lighting transformers and outlets.' },
];

/** The demo company's five subcontractors; expiry dates are set around today. */
export async function seedDemoSubcontractors(db: Db, companyId: string): Promise<void> {
  const now = new Date();
  await db.insert(subcontractors).values(
    demoSubcontractors.map((sub) => ({
      companyId,
      companyName: sub.companyName,
      contactName: sub.contactName,
      email: sub.email,
      phone: sub.phone,
      trade: sub.trade,
      insuranceExpiryDate: new Date(now.getTime() + sub.insuranceExpiresIn * 86_400_000).toISOString().slice(0, 10),
      hourlyRate: sub.hourlyRate === null ? null : String(sub.hourlyRate),
      flatRate: sub.flatRate === null ? null : String(sub.flatRate),
      flatRateDescription: sub.flatRateDescription,
      notes: sub.notes,
      status: 'active' as const,
      createdAt: now,
      updatedAt: now,
    })),
  );
}
