import { prisma } from "~/utils/db.server";

/**
 * Stores a payment customer id unless the user has one already (two checkouts started at
 * once); answers the id that is stored.
 */
export async function storeCustomerId(userId: string, customerId: string): Promise<string> {
  const { count } = await prisma.user.updateMany({
    where: { id: userId, stripeCustomerId: null },
    data: { stripeCustomerId: customerId },
  });
  if (count === 1) return customerId;
  const stored = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { stripeCustomerId: true } });
  return stored.stripeCustomerId ?? customerId;
}
