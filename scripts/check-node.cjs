// Runs before `npm start` and `npm test`, in any Node: on one older than the project
// supports it stops with one line, before a native module fails to load with an ABI error.
// Plain CommonJS with no syntax newer than ES5, so even an old Node can parse it.
var major = Number(process.versions.node.split(".")[0]);
if (major < 22) {
  console.error(
    "This project needs Node.js 22 or 24 (LTS); this is Node " +
      process.versions.node +
      ". Install one with a version manager (nvm install 24, fnm, volta) or from https://nodejs.org," +
      " or on Linux x64 run `. scripts/use-node.sh`, then `npm ci` again.",
  );
  process.exit(1);
}
