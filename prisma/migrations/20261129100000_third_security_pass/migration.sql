-- The third security pass (issue 39, decision 024).

-- L5: only an email the provider verified links another sign-in method to an account.
-- AlterTable
ALTER TABLE "User" ADD COLUMN "emailVerified" BOOLEAN NOT NULL DEFAULT false;

-- M6: a member's idle limit, the provider's time of authentication, and whether it used a second factor.
-- AlterTable
ALTER TABLE "Session" ADD COLUMN "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN "authenticatedAt" TIMESTAMP(3),
ADD COLUMN "secondFactor" BOOLEAN;

-- L10: an optional expiry on share links.
-- AlterTable
ALTER TABLE "ShareLink" ADD COLUMN "expiresAt" TIMESTAMP(3);

-- L16: one open checkout per account.
-- CreateTable
CREATE TABLE "OpenCheckout" (
    "userId" TEXT NOT NULL,
    "tier" "Plan" NOT NULL,
    "sessionId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OpenCheckout_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "OpenCheckout_sessionId_idx" ON "OpenCheckout"("sessionId");

-- AddForeignKey
ALTER TABLE "OpenCheckout" ADD CONSTRAINT "OpenCheckout_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
