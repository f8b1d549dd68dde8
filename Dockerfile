# syntax=docker/dockerfile:1
# Barbearia: the NestJS API and the built React app in one Node process.
# In this image DATABASE_URL is expected (see docker-compose.yml); the embedded PostgreSQL
# that `npm start` uses on a laptop is never started when DATABASE_URL is set.

############################
# Build: compile the backend (tsc) and the frontend (vite) into dist/
############################
FROM node:24-bookworm-slim AS build
WORKDIR /app
# swagger-ui-dist pulls in @scarf/scarf, whose install script phones home; turn it off.
ENV SCARF_ANALYTICS=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false \
    NPM_CONFIG_UPDATE_NOTIFIER=false

# `npm ci` installs exactly what package-lock.json pins. If the lock is out of sync with
# package.json (it currently lacks some other platforms' optional binaries of @swc/core and
# unrs-resolver, which `npm ci` refuses), fall back to `npm install`: same locked versions,
# nothing saved. Remove the fallback once `npm ci --dry-run` passes.
COPY package.json package-lock.json ./
RUN npm ci \
 || { echo 'WARNING: npm ci refused package-lock.json; falling back to npm install' >&2; npm install --no-save; }

COPY . .
RUN npm run build

############################
# Runtime: production dependencies + dist/, as the unprivileged `node` user
############################
FROM node:24-bookworm-slim AS runtime
WORKDIR /app
# NO_COLOR: plain log lines (no ANSI colour codes) for docker logs and log collectors.
ENV NODE_ENV=production \
    PORT=3000 \
    NO_COLOR=1 \
    SCARF_ANALYTICS=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false \
    NPM_CONFIG_UPDATE_NOTIFIER=false

# /app/data is only used if the container is started without DATABASE_URL (embedded PostgreSQL).
COPY package.json package-lock.json ./
RUN { npm ci --omit=dev \
      || { echo 'WARNING: npm ci refused package-lock.json; falling back to npm install' >&2; npm install --omit=dev --no-save; }; } \
 && npm cache clean --force \
 && mkdir -p /app/data \
 && chown node:node /app/data

COPY --from=build /app/dist ./dist

USER node
EXPOSE 3000

# 200 while the database answers, 503 (unhealthy) when it does not. No curl in the slim image:
# Node's own fetch. 127.0.0.1 rather than localhost: the app listens on 0.0.0.0 (IPv4).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# The settings of npm start (docs/operations.md, "Memory"): two malloc arenas that give freed memory back, a smaller
# young generation and old generation growth, no Maglev compiler.
ENV MALLOC_ARENA_MAX=2 MALLOC_TRIM_THRESHOLD_=131072
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=30", "--no-maglev", "dist/server/backend/src/main.js"]
