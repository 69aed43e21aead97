# Colmeia's container image (docs/operations.md, "Container image").
#   podman build -t colmeia .      (or docker build; BASE_IMAGE picks another Node 20 base)
# Two stages: the build (every dependency, the sources, `next build` with the standalone output)
# and the image (Node, Next's self-contained server with only the packages it uses, the bundled
# start scripts and the migrations; no sources, no dev dependencies). It runs as an unprivileged
# user; PGlite's files and generated secrets live in the /data volume (DATA_DIR); with DATABASE_URL
# the database is PostgreSQL and the volume only holds what DATA_DIR would.
ARG BASE_IMAGE=node:20-bookworm-slim

FROM ${BASE_IMAGE} AS build
WORKDIR /src
ENV NEXT_TELEMETRY_DISABLED=1
# dependencies first, so a change of sources does not install them again
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# what npm ci's postinstall would have made: the Prisma client and the route manifest
RUN npx prisma generate && node scripts/route-manifest.mjs
# the type check belongs to the test suite, not to packaging
RUN BUILD_OUTPUT=standalone BUILD_TYPECHECK=off DATA_DIR=/tmp/build-data node scripts/start.mjs --build-only \
 # Next's file tracing copies a few TypeScript sources it saw named in dynamic imports: nothing loads them
 && rm -rf .next/standalone/lib .next/standalone/app .next/standalone/components

FROM ${BASE_IMAGE}
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    DATA_DIR=/data
# an unprivileged user owns only what the app writes: the data volume and Next's cache
RUN mkdir -p /data /app/.next/cache && chown 10001:10001 /data /app/.next/cache
COPY --from=build /src/.next/standalone ./
COPY --from=build /src/.next/static ./.next/static
COPY --from=build /src/.next/colmeia-scripts ./.next/colmeia-scripts
COPY --from=build /src/prisma/migrations ./prisma/migrations
COPY --from=build /src/scripts/container-start.mjs /src/scripts/serve.mjs ./scripts/
USER 10001:10001
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "scripts/container-start.mjs"]
