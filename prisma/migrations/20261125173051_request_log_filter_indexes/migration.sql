-- Written by hand, as the table's first migration was: one index per filter of the API logs,
-- each in the page's order ("createdAt" DESC, id DESC), so that a filter matching few or no
-- recent entries reads its own index instead of every entry of the account in the window
-- (bench:scale -- --request-logs). Made on the partitioned parent: Postgres makes it on every
-- partition, and on each partition made later.

-- CreateIndex
CREATE INDEX "RequestLog_accountId_status_createdAt_id_idx" ON "RequestLog"("accountId", "status", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "RequestLog_accountId_method_createdAt_id_idx" ON "RequestLog"("accountId", "method", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "RequestLog_accountId_route_createdAt_id_idx" ON "RequestLog"("accountId", "route", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "RequestLog_keyId_createdAt_id_idx" ON "RequestLog"("keyId", "createdAt" DESC, "id" DESC);
