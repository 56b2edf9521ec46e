import type { User } from "~/generated/prisma/client";
import { billingMode } from "~/modules/billing/billing-config.server";
import { getStripe, isStripeError } from "~/modules/billing/stripe-client.server";
import { PUBLIC_AFTER_USES } from "~/modules/catalog/catalog.server";
import { forgetJobsOfUser } from "~/modules/generation/jobs/generation-job-service.server";
import { deletePictureFilesOf } from "~/modules/pictures/reference-pictures.server";
import { deleteDesignFiles, getImageStorage } from "~/modules/storage/image-storage.server";
import { prisma } from "~/utils/db.server";

/**
 * "Delete my account": cancels any Stripe subscription at once, cancels and removes the account's generation jobs
 * (prompts and waiting pictures included), deletes its design files and its reference pictures' files, then the account
 * row; PostgreSQL's cascades remove its designs, pictures, favourites, sessions, share links and checkout records. Its
 * public styles and ideas stay, without the author; those not yet public are deleted.
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
        throw new AccountDeletionError(
          "We could not cancel your subscription, so your account was not deleted. Please try again.",
        );
      }
    }
  }
  // No job of theirs runs or waits from here on, and their prompts leave the queue.
  await forgetJobsOfUser(user.id);
  // Files first (a row without files is harmless, files without a row are never found again)...
  const designs = await prisma.design.findMany({
    where: { userId: user.id },
    select: { id: true, imageKey: true, svgKey: true },
  });
  for (const design of designs) await deleteDesignFiles(design);
  const pictures = new Set(await deletePictureFilesOf(user.id));
  const known = new Set(designs.map((design) => design.id));
  // ...then the rows, under a lock on the user's row: a design stored meanwhile (a job that was
  // already running) is found here and its files go too; one stored later fails on the missing
  // user and removes its own files.
  const { lateDesigns, latePictures } = await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id} FOR UPDATE`;
    const now = await tx.design.findMany({
      where: { userId: user.id },
      select: { id: true, imageKey: true, svgKey: true },
    });
    const picturesNow = await tx.referencePicture.findMany({
      where: { userId: user.id },
      select: { id: true, storageKey: true },
    });
    await tx.catalogUse.deleteMany({ where: { personKey: `u:${user.id}` } });
    // Suggestions only the author could see go with the author (with the author unset they would read as built-in,
    // public).
    await tx.style.deleteMany({ where: { suggestedById: user.id, usageCount: { lt: PUBLIC_AFTER_USES } } });
    await tx.popularIdea.deleteMany({ where: { suggestedById: user.id, usageCount: { lt: PUBLIC_AFTER_USES } } });
    await tx.user.delete({ where: { id: user.id } });
    return {
      lateDesigns: now.filter((design) => !known.has(design.id)),
      latePictures: picturesNow.filter((picture) => !pictures.has(picture.id)),
    };
  });
  for (const design of lateDesigns) await deleteDesignFiles(design);
  for (const picture of latePictures) await getImageStorage().delete(picture.storageKey);
  await forgetJobsOfUser(user.id);
  return { designs: designs.length + lateDesigns.length, cancelledSubscription };
}
