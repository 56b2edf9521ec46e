-- Rate-limit counters shared by every instance: the table rate-limiter-flexible's
-- PostgreSQL store expects (created here, not at run time; see docs/decisions/009-rate-limits.md).
-- CreateTable
CREATE TABLE "RateLimit" (
    "key" TEXT NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,

    CONSTRAINT "RateLimit_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "RateLimit_expire_idx" ON "RateLimit"("expire");
