# The edge (API, console API, portal and console pages) in one image, for docker-compose.yml or
# any orchestrator. Three stages:
#   build      every dependency, the Prisma client generated, the portal and console built, the
#              server compiled to JavaScript (each server package's dist/, decision 050);
#   prod-deps  only the production dependencies of @wl/edge and its workspace packages;
#   runtime    node, those dependencies, the compiled server (no TypeScript, no loader), the
#              migrations and the built apps, as the unprivileged `node` user.
# tests/unit/deploy/containers.test.ts checks every path, port and name here against the code.

FROM node:20-bookworm-slim AS base
ENV CHECKPOINT_DISABLE=1 PNPM_HOME=/pnpm
ENV PATH=$PNPM_HOME:$PATH
# The version of package.json's packageManager (corepack fails its signature check offline).
RUN npm install -g pnpm@10.34.9
WORKDIR /app

FROM base AS build
# The manifests first, so the install layer is reused until a dependency changes. @wl/db's
# postinstall generates the Prisma client and needs the schema and its script.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
# A dependency's fix we apply at install (pnpm's patchedDependencies, decision 083).
COPY patches patches
COPY apps/edge/package.json apps/edge/
COPY apps/api/package.json apps/api/
COPY apps/portal/package.json apps/portal/
COPY apps/console/package.json apps/console/
COPY packages/shared/package.json packages/shared/
COPY packages/console-server/package.json packages/console-server/
COPY tests/package.json tests/
COPY prisma/package.json prisma/schema.prisma prisma/prisma.config.ts prisma/
COPY prisma/scripts prisma/scripts
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm build

FROM base AS prod-deps
# Scripts are skipped: the Prisma client comes generated from the build stage, and the
# embedded PostgreSQL is never started in a container (DATABASE_URL is always set).
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY apps/edge/package.json apps/edge/
COPY apps/api/package.json apps/api/
COPY packages/shared/package.json packages/shared/
COPY packages/console-server/package.json packages/console-server/
COPY prisma/package.json prisma/
COPY patches patches
RUN pnpm install --prod --frozen-lockfile --ignore-scripts --filter "@wl/edge..."

FROM node:20-bookworm-slim AS runtime
# Files go to /data/files (mount a volume there, or use STORAGE_DRIVER=s3): the application
# itself stays read-only for the `node` user.
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 STORAGE_DIR=/data/files
WORKDIR /app
COPY --from=prod-deps /app /app
# The compiled server: each package's dist/ beside its package.json, found by the wl-compiled
# condition of its exports.
COPY --from=build /app/apps/edge/dist apps/edge/dist
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/packages/shared/dist packages/shared/dist
COPY --from=build /app/packages/console-server/dist packages/console-server/dist
COPY --from=build /app/prisma/dist prisma/dist
COPY prisma/migrations prisma/migrations
# The demo hosts' legal documents (decision 043), read when the demo data are seeded.
COPY prisma/demo-documents prisma/demo-documents
COPY --from=build /app/apps/portal/dist apps/portal/dist
COPY --from=build /app/apps/console/dist apps/console/dist
RUN mkdir -p /data/files && chown node:node /data/files
USER node
WORKDIR /app
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The heap capped at 512 MB (decision 074): V8 collects before the process grows far past what it holds.
CMD ["node", "--conditions=wl-compiled", "--enable-source-maps", "--max-old-space-size=512", "apps/edge/dist/server.js"]
