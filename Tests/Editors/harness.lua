-- Drives a Neovim started with a configuration from Docs/Editors.md on an open spec, as a person
-- would: waits for the server's diagnostics, presses K on a section header, changes a line back,
-- waits for the diagnostics to follow. Writes what it saw as JSON to $PRIMER_EDITOR_TEST_OUT, then quits.
-- It works on Neovim 0.7 (Debian 12's) and 0.11; it never configures the client itself.
local out = os.getenv("PRIMER_EDITOR_TEST_OUT")
local hover_line = tonumber(os.getenv("PRIMER_EDITOR_TEST_HOVER_LINE"))  -- 1-based
local fix_line = tonumber(os.getenv("PRIMER_EDITOR_TEST_FIX_LINE"))      -- 1-based
local fix_text = os.getenv("PRIMER_EDITOR_TEST_FIX_TEXT")
local timeout = 30000
local result = { filetype = vim.bo.filetype, version = tostring(vim.version().major) .. "." .. tostring(vim.version().minor) }

local function diagnostics()
  local list = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do
    local lsp = d.user_data and d.user_data.lsp or {}
    table.insert(list, { line = d.lnum + 1, col = d.col + 1, severity = d.severity, message = d.message,
                         code = d.code or lsp.code, source = d.source })
  end
  return list
end

local function clients()
  local get = vim.lsp.get_clients or vim.lsp.get_active_clients
  local list = {}
  for _, client in ipairs(get({ bufnr = 0 })) do
    if vim.lsp.buf_is_attached(0, client.id) then
      table.insert(list, { name = client.name, root_dir = client.config.root_dir })
    end
  end
  return list
end

local function floating_lines()
  for _, win in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_config(win).relative ~= "" then
      return vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(win), 0, -1, false)
    end
  end
  return nil
end

local function finish()
  result.clients = clients()
  local file = assert(io.open(out, "w"))
  file:write(vim.json.encode(result))
  file:close()
  vim.cmd("qall!")
end

result.attached = vim.wait(timeout, function() return #clients() > 0 end, 50)
result.diagnosed = vim.wait(timeout, function() return #vim.diagnostic.get(0) > 0 end, 50)
result.initial = diagnostics()

-- K on the section header: the hover opens in a floating window.
vim.api.nvim_win_set_cursor(0, { hover_line, 0 })
vim.lsp.buf.hover()
result.hovered = vim.wait(timeout, function() return floating_lines() ~= nil end, 50)
result.hover = floating_lines() or {}

-- Put the changed line back as the builders generate it; the diagnostics follow the edit.
vim.api.nvim_buf_set_lines(0, fix_line - 1, fix_line, false, { fix_text })
result.refreshed = vim.wait(timeout, function() return #vim.diagnostic.get(0) < #result.initial end, 50)
result.after_edit = diagnostics()
finish()
