FContent-Length: 107

{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{}}}Content-Length: 52

{"jsonrpc":"2.0","method":"initialized","params":{}}Content-Length: 430

{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec","languageId":"primerspec","version":1,"text":"primer camera\napp \"Reminders\"\npurpose \"Reminders uses the camera to take photos.\"\naccept touch-target * \"buttons follow their titles\"\n\nvoiceover ready\n  \"Use the camera. Heading.\"\n  \"Continue. Button.\"\n\nannounce ready -> requesting via continueTapped\n"}}}Content-Length: 144

{"jsonrpc":"2.0","id":50,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":5,"character":3}}}Content-Length: 193

{"jsonrpc":"2.0","id":50,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":5,"character":3}}}noise

Content-Lenght: 2

{}Content-Length: 5

{oopsContent-Length: 5

[1,2]Content-Length: 24

{"jsonrpc":"2.0","id":7}Content-Length: 153

{"jsonrpc":"2.0","id":60,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":5,"character":3}}}Content-Length: 158

{"jsonrpc":"2.0","id":61,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":5,"character":3}}}Content-Length: 153

{"jsonrpc":"2.0","id":62,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":1,"character":0}}}Content-Length: 158

{"jsonrpc":"2.0","id":63,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":1,"character":0}}}Content-Length: 153

{"jsonrpc":"2.0","id":64,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":3,"character":8}}}Content-Length: 158

{"jsonrpc":"2.0","id":65,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///fuzz/s.primerspec"},"position":{"line":3,"character":8}}}Content-Length: 60

{"jsonrpc":"2.0","id":999,"method":"shutdown","params":null}Content-Length: 47

{"jsonrpc":"2.0","method":"exit","params":null}