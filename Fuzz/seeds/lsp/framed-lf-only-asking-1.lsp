FContent-Length: 107

{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{}}}Content-Length: 52

{"jsonrpc":"2.0","method":"initialized","params":{}}Content-Length: 430

{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec","languageId":"primerspec","version":1,"text":"primer camera\napp \"Reminders\"\npurpose \"Reminders uses the camera to take photos.\"\naccept touch-target * \"buttons follow their titles\"\n\nvoiceover ready\n  \"Use the camera. Heading.\"\n  \"Continue. Button.\"\n\nannounce ready -> requesting via continueTapped\n"}}}Content-Length: 153

{"jsonrpc":"2.0","id":10,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":5,"character":3}}}Content-Length: 158

{"jsonrpc":"2.0","id":11,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":5,"character":3}}}Content-Length: 153

{"jsonrpc":"2.0","id":12,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":1,"character":0}}}Content-Length: 158

{"jsonrpc":"2.0","id":13,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":1,"character":0}}}Content-Length: 153

{"jsonrpc":"2.0","id":14,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":3,"character":8}}}Content-Length: 158

{"jsonrpc":"2.0","id":15,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":3,"character":8}}}Content-Length: 153

{"jsonrpc":"2.0","id":16,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":6,"character":4}}}Content-Length: 158

{"jsonrpc":"2.0","id":17,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":6,"character":4}}}Content-Length: 154

{"jsonrpc":"2.0","id":18,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":9,"character":14}}}Content-Length: 159

{"jsonrpc":"2.0","id":19,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":9,"character":14}}}Content-Length: 155

{"jsonrpc":"2.0","id":20,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":10,"character":20}}}Content-Length: 160

{"jsonrpc":"2.0","id":21,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":10,"character":20}}}Content-Length: 154

{"jsonrpc":"2.0","id":22,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":12,"character":0}}}Content-Length: 159

{"jsonrpc":"2.0","id":23,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":12,"character":0}}}Content-Length: 60

{"jsonrpc":"2.0","id":999,"method":"shutdown","params":null}Content-Length: 47

{"jsonrpc":"2.0","method":"exit","params":null}