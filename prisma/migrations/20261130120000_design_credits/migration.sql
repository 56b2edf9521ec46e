-- Credit lines of the atlas motifs a design draws (issue 39), written into its files. Designs made
-- before have none recorded (NULL): they are read from the design's SVG at first need.
ALTER TABLE "Design" ADD COLUMN "credits" JSONB;
