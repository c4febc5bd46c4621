import { isLeadershipRole, type Role } from '../auth/roles';

/**
 * The company's direction — purpose, core values, vision, and mission with its roadmap — is written on the
 * business-development screens (issue 18) and saved with PUT /company_information like the rest of company
 * information. Admins and office managers write it; the company's details, contact, schedule and logos stay admins'.
 */
export const directionSections = ['companyPurpose', 'companyValues', 'companyMission', 'companyVision'] as const;
export type DirectionSection = (typeof directionSections)[number];

export const ONLY_LEADERS_WRITE_DIRECTION_MESSAGE = 'Only an admin or an office manager can change the company’s purpose, values, vision and mission.';

export function canWriteDirection(role: Role): boolean {
  return isLeadershipRole(role);
}

/** Whether a save touches only the direction (so an office manager may make it). */
export function savesDirectionOnly(input: Readonly<Record<string, unknown>>): boolean {
  const sent = Object.keys(input).filter((key) => key !== 'updatedAt' && input[key] !== undefined);
  return sent.length > 0 && sent.every((key) => (directionSections as readonly string[]).includes(key));
}
