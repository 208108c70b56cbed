// Starts `primer-spec lsp` for .primerspec files; the server does the rest (Docs/Editors.md).
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("primerSpec").get("path", "primer-spec");
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  const server = { command, args: ["lsp"], options: folder ? { cwd: folder } : {} };
  client = new LanguageClient(
    "primerSpec",
    "PrimerSpec",
    { run: server, debug: server },
    { documentSelector: [{ scheme: "file", language: "primerspec" }] }
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
