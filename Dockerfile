# One image for every service; docker-compose.yml picks the process with `command`.
FROM node:20-bookworm-slim
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
# The console and the ordering app, served by the gateway.
RUN npm run build

# The services run their TypeScript through tsx, a dev dependency: nothing is pruned.
ENV NODE_ENV=production \
    HOST=0.0.0.0
USER node
EXPOSE 3000 3001 3002
CMD ["node", "--import", "tsx", "gateway/src/main.ts"]
