# The edge (API, console API, portal and console pages) in one image, for docker-compose.yml or
# any orchestrator. Three stages:
#   build      every dependency, the Prisma client generated, the portal and console built;
#   prod-deps  only the production dependencies of @wl/edge and its workspace packages;
#   runtime    node, those dependencies, the TypeScript sources (run by tsx: there is no
#              compiled build), the migrations and the built apps, as the unprivileged `node` user.
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
RUN pnpm install --prod --frozen-lockfile --ignore-scripts --filter "@wl/edge..."

FROM node:20-bookworm-slim AS runtime
# Files go to /data/files (mount a volume there, or use STORAGE_DRIVER=s3): the application
# itself stays read-only for the `node` user.
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 STORAGE_DIR=/data/files
WORKDIR /app
COPY --from=prod-deps /app /app
COPY tsconfig.base.json ./
COPY apps/edge/tsconfig.json apps/edge/
COPY apps/edge/src apps/edge/src
COPY apps/api/src apps/api/src
COPY packages/shared/src packages/shared/src
COPY packages/console-server/src packages/console-server/src
COPY prisma/src prisma/src
COPY prisma/migrations prisma/migrations
# The demo hosts' legal documents (decision 043), read when the demo data are seeded.
COPY prisma/demo-documents prisma/demo-documents
COPY --from=build /app/prisma/generated/client prisma/generated/client
COPY --from=build /app/apps/portal/dist apps/portal/dist
COPY --from=build /app/apps/console/dist apps/console/dist
RUN mkdir -p /data/files && chown node:node /data/files
USER node
# tsx is a dependency of @wl/edge, so `--import tsx` resolves from the edge's folder.
WORKDIR /app/apps/edge
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--import", "tsx", "src/server.ts"]
