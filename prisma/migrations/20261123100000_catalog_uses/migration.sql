-- One counted use of a style or idea per person (account or guest visitor) per UTC day.
CREATE TABLE "CatalogUse" (
    "kind" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "personKey" TEXT NOT NULL,
    "day" DATE NOT NULL,

    CONSTRAINT "CatalogUse_pkey" PRIMARY KEY ("kind","itemId","personKey","day")
);
