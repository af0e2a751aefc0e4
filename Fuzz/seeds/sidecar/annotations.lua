-- /mnt/onboard/book.sdr/metadata.epub.lua
return {
    ["annotations"] = {
        [1] = {
            ["chapter"] = "One",
            ["color"] = "red",
            ["datetime"] = "2026-11-01 21:14:03",
            ["drawer"] = "lighten",
            ["note"] = "A note\
on two lines \"quoted\" \000",
            ["pos0"] = "/body/DocFragment[3]/body/p[1]/text().4",
            ["pos1"] = "/body/DocFragment[3]/body/p[1]/text().10",
            ["text"] = "keeper lit",
        },
        [2] = {
            ["page"] = "/body/DocFragment[4]/body/p[2]/text().0",
        },
        [3] = { ["pos0"] = "a", ["pos1"] = "b", ["text"] = "lamp.\nLantern,", ["color"] = "olive" },
    },
    ["doc_props"] = { ["title"] = "t", ["language"] = "en" },
    ["percent_finished"] = 0.25,
    ["copt_h_page_margins"] = { [1] = 10, [2] = 10, },
}
