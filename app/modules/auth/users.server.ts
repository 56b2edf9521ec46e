import { z } from "zod";
import { usageAsOf } from "~/modules/plans/usage";
import { isUniqueViolation, prisma, type User } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

const log = logger("auth");

/** The claims we read from a sign-in provider's userinfo answer. */
export const providerProfileSchema = z.object({
  sub: z.union([z.string().min(1), z.number()]).transform(String),
  email: z.email().optional().catch(undefined),
  email_verified: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
  picture: z.url().optional().catch(undefined),
  /** Only honoured from the embedded local provider's 'Sign in as administrator' box. */
  inkwell_admin: z.boolean().optional(),
});
export type ProviderProfile = z.output<typeof providerProfileSchema>;

function namesOf(profile: ProviderProfile) {
  let firstName = profile.given_name?.trim() || null;
  let lastName = profile.family_name?.trim() || null;
  if (!firstName && !lastName && profile.name?.trim()) {
    const [first, ...rest] = profile.name.trim().split(/\s+/);
    firstName = first;
    lastName = rest.join(" ") || null;
  }
  return { firstName, lastName };
}

/**
 * Creates or updates the user behind a provider identity. The admin role is granted to emails listed in ADMIN_EMAILS
 * whose provider says `email_verified: true`, or through the local provider's administrator box; it is never taken away
 * at sign-in (revoking is a deliberate act: `npm run admin:revoke`).
 *
 * Account linking (L5): a sign-in from another provider (a second sign-in method, or the provider an operator moved
 * to) joins the account that holds the same email only when both providers vouched for it (`email_verified`), so an
 * account made with an address someone never proved is never handed over, nor joined by its real owner. An email
 * nobody verified is held by its account only until a provider vouches for it to someone else.
 */
export async function upsertUserFromProfile(
  profile: ProviderProfile,
  options: { provider: string; trustAdminClaim: boolean },
): Promise<User> {
  const email = profile.email?.toLowerCase() ?? null;
  const verified = email !== null && profile.email_verified === true;
  const names = namesOf(profile);
  const makeAdmin =
    (verified && getEnv().ADMIN_EMAILS.includes(email)) || (options.trustAdminClaim && profile.inkwell_admin === true);
  const details = {
    ...names,
    ...(profile.picture ? { profileImageUrl: profile.picture } : {}),
    ...(makeAdmin ? { role: "admin" as const } : {}),
  };
  const identity = { authProvider: options.provider, authSubject: profile.sub };

  const existing = await prisma.user.findUnique({ where: { authProvider_authSubject: identity } });
  if (existing) {
    const emailChange = email && (email !== existing.email || verified !== existing.emailVerified);
    return prisma.user.update({
      where: { id: existing.id },
      data: { ...details, ...(emailChange ? await claimEmail(email, verified, existing.id) : {}) },
    });
  }
  // A verified email that already has an account verified from another provider signs into it. Not one of the same
  // provider: that provider says it is another person (a recycled address).
  if (verified) {
    const byEmail = await prisma.user.findUnique({ where: { email } });
    if (byEmail && byEmail.emailVerified && byEmail.authProvider !== options.provider) {
      log.info({ userId: byEmail.id }, "a second sign-in method joined an account by its verified email");
      return prisma.user.update({ where: { id: byEmail.id }, data: { ...details, ...identity } });
    }
  }
  try {
    return await prisma.user.create({
      data: { ...identity, ...details, ...(email ? await claimEmail(email, verified) : {}) },
    });
  } catch (error) {
    // Two first sign-ins of one identity at once: the other request created it.
    if (isUniqueViolation(error)) {
      return prisma.user.findUniqueOrThrow({ where: { authProvider_authSubject: identity } });
    }
    throw error;
  }
}

/**
 * The email for this account, unless another holds it: a verified claim takes it from an account that holds it
 * unverified (that account keeps its designs and loses the address); an unverified claim never takes it over.
 */
async function claimEmail(email: string, verified: boolean, ownId?: string) {
  const holder = await prisma.user.findUnique({ where: { email }, select: { id: true, emailVerified: true } });
  if (holder && holder.id !== ownId) {
    if (!verified || holder.emailVerified) return {};
    await prisma.user.update({ where: { id: holder.id }, data: { email: null, emailVerified: false } });
  }
  return { email, emailVerified: verified };
}

export async function grantAdminByEmail(email: string): Promise<User | null> {
  const user = await prisma.user.findUnique({ where: { email: email.trim().toLowerCase() } });
  if (!user) return null;
  return prisma.user.update({ where: { id: user.id }, data: { role: "admin" } });
}

/** The User of spec §3 as the API answers it, with counters as of today (UTC). */
export function toPublicUser(user: User, now = new Date()) {
  const usage = usageAsOf(user, now);
  return {
    id: user.id,
    subscriptionType: user.subscriptionType,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    generationsUsedToday: usage.generationsUsedToday,
    generationsUsedThisMonth: usage.generationsUsedThisMonth,
    lastGenerationDate: user.lastGenerationDate?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
export type PublicUser = ReturnType<typeof toPublicUser>;

export function displayName(user: { firstName: string | null; lastName: string | null }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || "User";
}
