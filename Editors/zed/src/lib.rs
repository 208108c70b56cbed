//! The Zed extension's one job: start `primer-spec lsp` (found on the worktree's PATH) for PrimerSpec files.
use zed_extension_api::{self as zed, LanguageServerId, Result};

struct PrimerSpecExtension;

impl zed::Extension for PrimerSpecExtension {
    fn new() -> Self {
        PrimerSpecExtension
    }

    fn language_server_command(
        &mut self,
        _language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<zed::Command> {
        let path = worktree
            .which("primer-spec")
            .ok_or_else(|| "primer-spec is not on PATH: build it and put it there (Docs/Editors.md)".to_string())?;
        Ok(zed::Command { command: path, args: vec!["lsp".into()], env: worktree.shell_env() })
    }
}

zed::register_extension!(PrimerSpecExtension);
