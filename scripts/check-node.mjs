// npm scripts run on the Node 24 that the root `node` devDependency puts in node_modules/.bin.
// This guard turns a confusing failure on an older Node into one clear sentence.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `hybrid-loan needs Node 24 or newer, but this is Node ${process.versions.node}.\n` +
      'Run the command through npm (npm start, npm test) after `npm install`: npm puts the\n' +
      "project's own Node 24 (the `node` devDependency) first on the PATH.",
  );
  process.exit(1);
}
