FContent-Length: 107

{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{}}}Content-Length: 52

{"jsonrpc":"2.0","method":"initialized","params":{}}Content-Length: 430

{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec","languageId":"primerspec","version":1,"text":"primer camera\napp \"Reminders\"\npurpose \"Reminders uses the camera to take photos.\"\naccept touch-target * \"buttons follow their titles\"\n\nvoiceover ready\n  \"Use the camera. Heading.\"\n  \"Continue. Button.\"\n\nannounce ready -> requesting via continueTapped\n"}}}Content-Length: 171

{"jsonrpc":"2.0","id":24,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":2147483647,"character":2147483647}}}Content-Length: 176

{"jsonrpc":"2.0","id":25,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":2147483647,"character":2147483647}}}Content-Length: 171

{"jsonrpc":"2.0","id":26,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":9223372036854775807,"character":0}}}Content-Length: 176

{"jsonrpc":"2.0","id":27,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":9223372036854775807,"character":0}}}Content-Length: 154

{"jsonrpc":"2.0","id":28,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":-1,"character":0}}}Content-Length: 159

{"jsonrpc":"2.0","id":29,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":-1,"character":0}}}Content-Length: 162

{"jsonrpc":"2.0","id":30,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":2147483648,"character":0}}}Content-Length: 167

{"jsonrpc":"2.0","id":31,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":2147483648,"character":0}}}Content-Length: 155

{"jsonrpc":"2.0","id":32,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":1.5,"character":0}}}Content-Length: 160

{"jsonrpc":"2.0","id":33,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":1.5,"character":0}}}Content-Length: 155

{"jsonrpc":"2.0","id":34,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":"x","character":0}}}Content-Length: 160

{"jsonrpc":"2.0","id":35,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":"x","character":0}}}Content-Length: 162

{"jsonrpc":"2.0","id":36,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":0,"character":2147483648}}}Content-Length: 167

{"jsonrpc":"2.0","id":37,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":0,"character":2147483648}}}Content-Length: 226

{"jsonrpc":"2.0","id":38,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"range":{"start":{"line":0,"character":0},"end":{"line":12,"character":0}},"context":{"diagnostics":[]}}}Content-Length: 226

{"jsonrpc":"2.0","id":39,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"range":{"start":{"line":5,"character":0},"end":{"line":7,"character":30}},"context":{"diagnostics":[]}}}Content-Length: 243

{"jsonrpc":"2.0","id":40,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"range":{"start":{"line":0,"character":0},"end":{"line":2147483647,"character":2147483647}},"context":{"diagnostics":[]}}}Content-Length: 225

{"jsonrpc":"2.0","id":41,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"range":{"start":{"line":4,"character":0},"end":{"line":2,"character":0}},"context":{"diagnostics":[]}}}Content-Length: 226

{"jsonrpc":"2.0","id":42,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"range":{"start":{"line":0,"character":-1},"end":{"line":0,"character":0}},"context":{"diagnostics":[]}}}Content-Length: 166

{"jsonrpc":"2.0","id":43,"method":"textDocument/formatting","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"options":{"tabSize":2,"insertSpaces":true}}}Content-Length: 170

{"jsonrpc":"2.0","id":44,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"options":{"tabSize":2,"insertSpaces":true}}}Content-Length: 168

{"jsonrpc":"2.0","id":45,"method":"textDocument/foldingRange","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"options":{"tabSize":2,"insertSpaces":true}}}Content-Length: 60

{"jsonrpc":"2.0","id":999,"method":"shutdown","params":null}Content-Length: 47

{"jsonrpc":"2.0","method":"exit","params":null}