# syntax=docker/dockerfile:1
# Sauda: one image serving the API, the SPA and the media on port 3000 (docs/DEPLOY.md).

# ---- build: every workspace's dependencies, type-check, compile the API and build the SPA
FROM node:24-bookworm-slim AS build
WORKDIR /app
# The manifests first, so a source change does not re-run npm ci.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
  && find apps/api/dist packages/domain/dist -name '*.test.*' -delete

# ---- runtime: the API's production dependencies, the compiled code and the built SPA
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
# Only the API workspace (and the domain package it links): the SPA's libraries are in its build.
RUN npm ci --omit=dev --no-audit --no-fund --workspace @sauda/api \
  && npm cache clean --force
COPY --from=build /app/packages/domain/dist packages/domain/dist
COPY --from=build /app/apps/api/dist apps/api/dist
# The compiled server reads the SQL migrations from src (apps/api/src/db/migrate.ts).
COPY --from=build /app/apps/api/src/db/migrations apps/api/src/db/migrations
COPY --from=build /app/apps/web/dist apps/web/dist
# The server renders the catalog's pages with the web build's server-side bundle.
COPY --from=build /app/apps/web/dist-prerender apps/web/dist-prerender
# The code stays root's and read-only; the app user may write only DATA_DIR (disk storage, PGlite).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "apps/api/dist/server.js"]
