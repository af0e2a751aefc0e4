return { ["highlight"] = { [12] = { [1] = { ["text"] = "猫", ["pos0"] = "x", ["pos1"] = "y", ["datetime"] = "2020-01-01 00:00:00" } } }, plain = 'a\x42\u{7D42}\z
   c', { "positional", false, nil; 3 } }
