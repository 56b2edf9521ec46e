import type { User } from "~/generated/prisma/client";
import { billingMode } from "~/modules/billing/billing-config.server";
import { getStripe, isStripeError } from "~/modules/billing/stripe-client.server";
import { deleteDesignFiles } from "~/modules/storage/image-storage.server";
import { prisma } from "~/utils/db.server";

/**
 * "Delete my account": cancels any Stripe subscription at once, deletes the account's
 * design files, then the account row; PostgreSQL's cascades remove its designs,
 * favourites, sessions, share links and checkout records, and set the author of the
 * styles and ideas it suggested to null (they stay public, without the author).
 */
export class AccountDeletionError extends Error {}

/** True when the typed confirmation is the account's email (case and surrounding spaces aside). */
export function confirmsDeletion(user: Pick<User, "email">, typed: unknown): boolean {
  if (typeof typed !== "string") return false;
  // An account whose provider shared no email confirms with the word DELETE.
  return typed.trim().toLowerCase() === (user.email ?? "DELETE").trim().toLowerCase();
}

export async function deleteAccount(user: User): Promise<{ designs: number; cancelledSubscription: boolean }> {
  let cancelledSubscription = false;
  if (user.stripeSubscriptionId && billingMode() === "stripe") {
    try {
      await getStripe().subscriptions.cancel(user.stripeSubscriptionId, { prorate: true });
      cancelledSubscription = true;
    } catch (error) {
      // Already cancelled or deleted in Stripe: nothing left to bill.
      if (!(isStripeError(error) && error.code === "resource_missing")) {
        throw new AccountDeletionError("We could not cancel your subscription, so your account was not deleted. Please try again.");
      }
    }
  }
  const designs = await prisma.design.findMany({ where: { userId: user.id }, select: { id: true, imageKey: true, svgKey: true } });
  for (const design of designs) await deleteDesignFiles(design);
  await prisma.$transaction([
    prisma.catalogUse.deleteMany({ where: { personKey: `u:${user.id}` } }),
    prisma.user.delete({ where: { id: user.id } }),
  ]);
  return { designs: designs.length, cancelledSubscription };
}
