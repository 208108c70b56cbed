FContent-Length: 107

{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{}}}Content-Length: 52

{"jsonrpc":"2.0","method":"initialized","params":{}}Content-Length: 430

{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec","languageId":"primerspec","version":1,"text":"primer camera\napp \"Reminders\"\npurpose \"Reminders uses the camera to take photos.\"\naccept touch-target * \"buttons follow their titles\"\n\nvoiceover ready\n  \"Use the camera. Heading.\"\n  \"Continue. Button.\"\n\nannounce ready -> requesting via continueTapped\n"}}}Content-Length: 270

{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec","version":7},"contentChanges":[{"range":{"start":{"line":9223372036854775807,"character":0},"end":{"line":9223372036854775807,"character":0}},"text":"lost"}]}}Content-Length: 227

{"jsonrpc":"2.0","id":102,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"range":{"start":{"line":0,"character":0},"end":{"line":20,"character":0}},"context":{"diagnostics":[]}}}Content-Length: 238

{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec","version":8},"contentChanges":[{"range":{"start":{"line":1,"character":5},"end":{"line":1,"character":1}},"text":"reversed"}]}}Content-Length: 227

{"jsonrpc":"2.0","id":104,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"range":{"start":{"line":0,"character":0},"end":{"line":20,"character":0}},"context":{"diagnostics":[]}}}Content-Length: 236

{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec","version":9},"contentChanges":[{"range":{"start":{"line":1,"character":1.5},"end":{"line":1,"character":2}},"text":"half"}]}}Content-Length: 227

{"jsonrpc":"2.0","id":106,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"range":{"start":{"line":0,"character":0},"end":{"line":20,"character":0}},"context":{"diagnostics":[]}}}Content-Length: 430

{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec","version":10},"contentChanges":[{"text":"primer camera\napp \"Reminders\"\npurpose \"Reminders uses the camera to take photos.\"\naccept touch-target * \"buttons follow their titles\"\n\nvoiceover denied\n  \"Use the camera. Heading.\"\n  \"Continue. Button.\"\n\nannounce denied -> requesting via continueTapped\n"}]}}Content-Length: 227

{"jsonrpc":"2.0","id":108,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"range":{"start":{"line":0,"character":0},"end":{"line":20,"character":0}},"context":{"diagnostics":[]}}}Content-Length: 527

{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec","version":11},"contentChanges":[{"range":{"start":{"line":5,"character":0},"end":{"line":5,"character":0}},"text":"# a comment\n"},{"text":"primer camera\napp \"Reminders\"\npurpose \"Reminders uses the camera to take photos.\"\naccept touch-target * \"buttons follow their titles\"\n\nvoiceover ready\n  \"Use the camera. Heading.\"\n  \"Continue. Button.\"\n\nannounce ready -> requesting via continueTapped\n"}]}}Content-Length: 227

{"jsonrpc":"2.0","id":110,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"range":{"start":{"line":0,"character":0},"end":{"line":20,"character":0}},"context":{"diagnostics":[]}}}Content-Length: 112

{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"}}}Content-Length: 154

{"jsonrpc":"2.0","id":900,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":0,"character":0}}}Content-Length: 60

{"jsonrpc":"2.0","id":999,"method":"shutdown","params":null}Content-Length: 47

{"jsonrpc":"2.0","method":"exit","params":null}