# FieldOps server image (OPS-1): the compiled server, the built app, production dependencies only.
#   docker build -t fieldops .
#   docker run -p 3000:3000 -v fieldops-data:/data fieldops
# scripts/clean-folder.test.ts runs these same stages in a clean folder (it reads this file, so a
# change here is a change to what it tests); it knows only the commands used below and fails on
# any other, so keep RUN lines to npm ci, npm run, mkdir and chown, joined with &&.

# ---- build: every dependency, then `npm run build` (server bundle, the app with its
# precompressed copies, and the office console).
# Node 22 (LTS) in the image: Node 20 is past its end of life and oidc-provider 9 warns on it. The
# engines line (>=20.19) and the test machines stay on Node 20; the clean-folder test runs these
# steps with the machine's Node, so the bundle is proved on both lines.
FROM node:22-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/office/package.json apps/office/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci
COPY . .
RUN npm run build

# ---- production dependencies of the server alone (about 200 packages, none of the app's):
# the bundle keeps npm packages as imports (native better-sqlite3 and sharp among them).
FROM node:22-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/office/package.json apps/office/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --workspace=@fieldops/server

# ---- runtime: node and the compiled files; runs as the image's unprivileged `node` user.
FROM node:22-slim AS runtime
ENV NODE_ENV=production
ENV PORT=3000
ENV DATA_DIR=/data
# TRUST-3: liveness on its own port, answered by a worker thread however busy the server is.
ENV HEALTH_PORT=3001
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/office/dist ./apps/office/dist
# The SQLite file, provider keys, blobs and the local drive (one machine; see compose.yaml for
# several instances on PostgreSQL).
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Liveness only: readiness (/api/health/ready) is for the load balancer, and a restart would not
# bring a stopped database back.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.HEALTH_PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form, node itself as PID 1 (no shell or npm between): docker stop's SIGTERM reaches the
# server, which finishes the requests in flight and exits 0.
CMD ["node", "apps/server/dist/main.js"]
