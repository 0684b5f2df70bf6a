# Production image: Node 24 runs the TypeScript sources directly (type stripping), so
# there is no build step; only production dependencies are installed (not the React peers of
# redoc: the reference page serves its standalone bundle, which needs none of them).
FROM node:24-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 LOGIN_PORT=3001
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --omit=peer --no-audit --no-fund && npm cache clean --force
COPY bin ./bin
COPY src ./src
USER node
EXPOSE 3000 3001
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM from `docker stop` reaches Node directly (exec form), which drains requests in flight.
# The heap flags are those of `npm start`: they keep the resident set near 200 MB under load.
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=192", "src/main.ts"]
