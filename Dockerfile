# One image for every service; docker-compose.yml picks the process with `command`.

# Build stage: every dependency, the apps' bundles and the services compiled to dist/.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY events/package.json events/
COPY server-kit/package.json server-kit/
COPY command-service/package.json command-service/
COPY query-service/package.json query-service/
COPY demo/package.json demo/
COPY gateway/package.json gateway/
COPY web-shared/package.json web-shared/
COPY console/package.json console/
COPY customer-app/package.json customer-app/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
# The console and the ordering app (served by the gateway), then the services' JavaScript.
RUN npm run build

# Run stage: compiled JavaScript and the services' production dependencies only: no tsx, no
# TypeScript, no test or build tools, no React (the apps are prebuilt files).
FROM node:20-bookworm-slim
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/events/package.json events/
COPY --from=build /app/server-kit/package.json server-kit/
COPY --from=build /app/command-service/package.json command-service/
COPY --from=build /app/query-service/package.json query-service/
COPY --from=build /app/demo/package.json demo/
COPY --from=build /app/gateway/package.json gateway/
COPY --from=build /app/web-shared/package.json web-shared/
COPY --from=build /app/console/package.json console/
COPY --from=build /app/customer-app/package.json customer-app/
COPY --from=build /app/e2e/package.json e2e/
RUN npm ci --omit=dev --no-audit --no-fund \
      -w events -w server-kit -w command-service -w query-service -w demo -w gateway \
    && npm cache clean --force
COPY --from=build /app/dist dist
COPY --from=build /app/console/dist console/dist
COPY --from=build /app/customer-app/dist customer-app/dist
# The commit the image is built from, for provender_build_info (docker compose passes it).
ARG GIT_COMMIT=unknown
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    GIT_COMMIT=$GIT_COMMIT
USER node
EXPOSE 3000 3001 3002
# Operators' commands in the image: node dist/cli/backup.mjs, restore, rebuild, verifyLog, createAdmin.
CMD ["node", "--enable-source-maps", "dist/gateway/main.mjs"]
