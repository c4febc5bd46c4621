import type { EquipmentStatus, EquipmentType } from '@groundwork/domain/equipment';
import type { Db } from '../client';
import { equipment } from '../schema';

interface SeedUnit {
  name: string;
  type: EquipmentType;
  make: string;
  model: string;
  purchasePrice: number;
  resaleValue: number | null;
  expectedLifeYears: number;
  annualBillableHours: number;
  fuelPerYear: number;
  repairsPerYear: number;
  insurancePerYear: number;
  status?: EquipmentStatus;
  maintenanceNotes?: string;
  /** Days from today (negative: in the past). */
  lastService?: number;
  nextService?: number;
}

/** A maintenance-and-install company's fleet at 2025 dealer prices. */
const demoFleet: readonly SeedUnit[] = [
  { name: '21" push mower #1', type: 'mower', make: 'Honda', model: 'HRC216', purchasePrice: 1450, resaleValue: 200, expectedLifeYears: 3, annualBillableHours: 500, fuelPerYear: 140, repairsPerYear: 120, insurancePerYear: 0, lastService: -30, nextService: 60 },
  { name: '21" push mower #2', type: 'mower', make: 'Honda', model: 'HRC216', purchasePrice: 1450, resaleValue: 200, expectedLifeYears: 3, annualBillableHours: 500, fuelPerYear: 140, repairsPerYear: 120, insurancePerYear: 0, lastService: -30, nextService: 60 },
  { name: '60" zero-turn #1', type: 'mower', make: 'Exmark', model: 'Lazer Z X-Series 60"', purchasePrice: 15900, resaleValue: 4000, expectedLifeYears: 5, annualBillableHours: 1000, fuelPerYear: 2600, repairsPerYear: 900, insurancePerYear: 350, maintenanceNotes: 'Blades sharpened weekly; oil and filters every 100 h', lastService: -12, nextService: 40 },
  { name: '60" zero-turn #2', type: 'mower', make: 'Scag', model: 'Turf Tiger II 61"', purchasePrice: 16400, resaleValue: 4200, expectedLifeYears: 5, annualBillableHours: 1000, fuelPerYear: 2600, repairsPerYear: 950, insurancePerYear: 350, status: 'in_repair', maintenanceNotes: 'Deck spindle bearing replaced; waiting on a drive belt', lastService: -3, nextService: 7 },
  { name: '52" stand-on mower', type: 'mower', make: 'Wright', model: 'Stander X 52"', purchasePrice: 12900, resaleValue: 3000, expectedLifeYears: 5, annualBillableHours: 900, fuelPerYear: 2200, repairsPerYear: 750, insurancePerYear: 300, lastService: -20, nextService: 50 },
  { name: 'Crew truck #1 (F-250)', type: 'truck', make: 'Ford', model: 'F-250 Super Duty XL', purchasePrice: 58500, resaleValue: 18000, expectedLifeYears: 7, annualBillableHours: 1600, fuelPerYear: 7200, repairsPerYear: 2200, insurancePerYear: 2600, lastService: -45, nextService: 45 },
  { name: 'Crew truck #2 (Ram 2500)', type: 'truck', make: 'Ram', model: '2500 Tradesman', purchasePrice: 56200, resaleValue: 17000, expectedLifeYears: 7, annualBillableHours: 1600, fuelPerYear: 7000, repairsPerYear: 2000, insurancePerYear: 2600, lastService: -60, nextService: 30 },
  { name: 'Plow truck (F-350, 8\'6" V-plow)', type: 'plow', make: 'Ford / Boss', model: 'F-350 with 8\'6" DXT V-plow', purchasePrice: 74000, resaleValue: 22000, expectedLifeYears: 8, annualBillableHours: 500, fuelPerYear: 4200, repairsPerYear: 3000, insurancePerYear: 3100, maintenanceNotes: 'Hydraulic fluid and cutting edge checked before each season', lastService: -150, nextService: 20 },
  { name: 'Tailgate salt spreader', type: 'salt_spreader', make: 'SnowEx', model: 'VSS-1000 Vari-Speed', purchasePrice: 6200, resaleValue: 1000, expectedLifeYears: 7, annualBillableHours: 350, fuelPerYear: 0, repairsPerYear: 450, insurancePerYear: 0, lastService: -150, nextService: 20 },
  { name: 'Enclosed trailer 7×16', type: 'trailer', make: 'Haulmark', model: 'Transport 7×16 TA', purchasePrice: 9800, resaleValue: 3000, expectedLifeYears: 10, annualBillableHours: 1600, fuelPerYear: 0, repairsPerYear: 400, insurancePerYear: 250 },
  { name: 'Open landscape trailer 6×12', type: 'trailer', make: 'Big Tex', model: '35SA 6×12', purchasePrice: 3400, resaleValue: 800, expectedLifeYears: 10, annualBillableHours: 1600, fuelPerYear: 0, repairsPerYear: 200, insurancePerYear: 150 },
  { name: 'Walk-behind core aerator', type: 'aerator', make: 'Ryan', model: 'Lawnaire 28', purchasePrice: 5600, resaleValue: 1200, expectedLifeYears: 7, annualBillableHours: 250, fuelPerYear: 180, repairsPerYear: 400, insurancePerYear: 0, lastService: -90, nextService: 120 },
  { name: 'Power rake dethatcher', type: 'dethatcher', make: 'Billy Goat', model: 'PR550H', purchasePrice: 2300, resaleValue: 400, expectedLifeYears: 7, annualBillableHours: 120, fuelPerYear: 80, repairsPerYear: 200, insurancePerYear: 0 },
  { name: 'Ride-on spreader sprayer', type: 'spreader', make: 'PermaGreen', model: 'Triumph', purchasePrice: 10800, resaleValue: 2500, expectedLifeYears: 6, annualBillableHours: 600, fuelPerYear: 300, repairsPerYear: 600, insurancePerYear: 200, lastService: -25, nextService: 35 },
  { name: 'Push broadcast spreader', type: 'spreader', make: 'Lesco', model: '80 lb stainless', purchasePrice: 480, resaleValue: null, expectedLifeYears: 4, annualBillableHours: 400, fuelPerYear: 0, repairsPerYear: 60, insurancePerYear: 0 },
  { name: 'Backpack blower #1', type: 'blower', make: 'Stihl', model: 'BR 800 C-E', purchasePrice: 650, resaleValue: null, expectedLifeYears: 3, annualBillableHours: 800, fuelPerYear: 150, repairsPerYear: 80, insurancePerYear: 0 },
  { name: 'String trimmer #1', type: 'trimmer', make: 'Stihl', model: 'FS 131', purchasePrice: 480, resaleValue: null, expectedLifeYears: 3, annualBillableHours: 800, fuelPerYear: 90, repairsPerYear: 70, insurancePerYear: 0 },
  { name: 'Compact track loader', type: 'skid_steer', make: 'Bobcat', model: 'T66', purchasePrice: 78000, resaleValue: 32000, expectedLifeYears: 10, annualBillableHours: 700, fuelPerYear: 3800, repairsPerYear: 2500, insurancePerYear: 1900, lastService: -70, nextService: 15 },
];

const dateFromToday = (days: number | undefined, now: Date): string | null =>
  days === undefined ? null : new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The demo company's 18 units, with service dates around today. */
export async function seedDemoEquipment(db: Db, companyId: string): Promise<void> {
  const now = new Date();
  await db.insert(equipment).values(
    demoFleet.map((unit) => ({
      companyId,
      name: unit.name,
      type: unit.type,
      make: unit.make,
      model: unit.model,
      purchasePrice: String(unit.purchasePrice),
      resaleValue: unit.resaleValue === null ? null : String(unit.resaleValue),
      expectedLifeYears: String(unit.expectedLifeYears),
      annualBillableHours: String(unit.annualBillableHours),
      fuelPerYear: String(unit.fuelPerYear),
      repairsPerYear: String(unit.repairsPerYear),
      insurancePerYear: String(unit.insurancePerYear),
      status: unit.status ?? 'active',
      maintenanceNotes: unit.maintenanceNotes ?? null,
      lastServiceDate: dateFromToday(unit.lastService, now),
      nextServiceDate: dateFromToday(unit.nextService, now),
      createdAt: now,
      updatedAt: now,
    })),
  );
}
